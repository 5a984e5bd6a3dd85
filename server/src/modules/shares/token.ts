import { randomBytes } from 'node:crypto';
import { SHARE_TOKEN_PATTERN } from '@chat/protocol';

/** 128 bits from the system's secure random source, base64url: 22 characters. */
export const newShareToken = () => randomBytes(16).toString('base64url');

/** Only a token of the right shape is ever looked up; any other answers not found at once. */
export const isShareToken = (token: string) => SHARE_TOKEN_PATTERN.test(token);
