/**
 * Stable error codes the server answers with `{message, code}` (DESIGN §4).
 * The client maps HTTP failures to the messages of SPEC §8; codes let it
 * tell apart cases that share a status.
 */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  /** A sign-in change needs a recent proof of ownership first (a code or the password). */
  | 'reauthentication_required'
  | 'foreign_origin'
  | 'unsupported_media_type'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'storage_full'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable'
  /** An import file that is neither a ChatGPT export nor one of ours (issue 20). */
  | 'import_not_recognized'
  /** An import file with more conversations than one import takes. */
  | 'import_too_many';

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  code: string;
}
