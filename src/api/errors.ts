/*
 * The client error type of SPEC §8: message, HTTP status (default 500), code (default UNKNOWN_ERROR)
 * and the data the server sent. Every api/ call rejects with it.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number = 500,
    readonly code: string = 'UNKNOWN_ERROR',
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }

  get isNetwork(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}
