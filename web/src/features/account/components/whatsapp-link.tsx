import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { linkWhatsApp, requestWhatsAppCode, unlinkWhatsApp, useWhatsAppLink, whatsappLinkQuery } from '../api/whatsapp-link';
import { CodeStepDialog } from './code-step-dialog';
import { Row, Section } from '@/components/ui/section';

/** The WhatsApp number (§2): linked with a phone number and a confirmation code; unlinking asks first. */
export function WhatsAppLink() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useWhatsAppLink();
  const [linking, setLinking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const phone = data?.phone ?? null;
  const setPhone = (next: string | null) => queryClient.setQueryData(whatsappLinkQuery.queryKey, { phone: next });

  const unlink = async () => {
    try {
      setPhone((await unlinkWhatsApp()).phone);
      toast.success(t('account.whatsapp.unlinked'));
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };

  return (
    <Section title={t('account.whatsapp.title')}>
      <p className="text-sm text-text-muted">{t('account.whatsapp.explain')}</p>
      <Row
        label="WhatsApp"
        value={
          <span className="inline-flex items-center gap-2" data-testid="whatsapp-number">
            <MessageCircle className="h-4 w-4 text-emerald-400" aria-hidden />
            {phone ?? t('account.linked.notLinked')}
          </span>
        }
        action={
          phone ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {t('account.linked.unlink')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setLinking(true)} disabled={!data}>
              {t('account.linked.link')}
            </Button>
          )
        }
      />
      <CodeStepDialog
        open={linking}
        onOpenChange={setLinking}
        title={t('account.whatsapp.linkTitle')}
        identifierLabel={t('account.whatsapp.phoneLabel')}
        onSend={async (number) => void (await requestWhatsAppCode(number))}
        onVerify={async (number, code) => {
          setPhone((await linkWhatsApp(number, code)).phone);
          toast.success(t('account.whatsapp.linked'));
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.whatsapp.unlinkTitle')}
        message={t('account.whatsapp.unlinkMessage', { phone })}
        confirmLabel={t('account.linked.unlink')}
        onConfirm={unlink}
      />
    </Section>
  );
}
