export type DomainErrorStatus = 400 | 403 | 404 | 409 | 413;

/**
 * A rule of the fake server was broken. Services throw it; the HTTP handlers turn it into the envelope
 * `{ success: false, message }` with this status, and the mock broker can turn it into a STOMP ERROR frame.
 */
export class DomainError extends Error {
  readonly status: DomainErrorStatus;

  constructor(status: DomainErrorStatus, message: string) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
  }
}
