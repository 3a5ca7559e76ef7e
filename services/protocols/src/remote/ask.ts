import { AppError, InternalCallError } from '@linhagem/service-kit';
import type { ErrorCode } from '@linhagem/contracts';

/**
 * One internal call of the box `code` names; a failure (down, timed out, an unexpected answer) is a 503 with `code`,
 * so nothing is written half-way.
 */
export const askingWith =
  (code: ErrorCode) =>
  async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof InternalCallError)) throw error;
      throw new AppError(503, 'A service this needs could not be asked; try again later', {
        code,
        details: { reason: error.reason },
      });
    }
  };

/** A refusal of the box asked (a 4xx with its code) reaches the caller as it is. */
export const relayRefusals = true;
