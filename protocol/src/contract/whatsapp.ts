/** The WhatsApp link and webhook (§2, §5). */
export const whatsappEndpoints = {};
