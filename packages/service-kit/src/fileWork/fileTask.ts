/** A refusal thrown inside a worker, carried back as data (an Error's own fields do not cross the thread). */
export type FileRefusal = { status: number; code: string; message: string; details?: unknown };

/** What a task answers its pool: its value, or the refusal the main thread throws again as an AppError. */
export type FileTaskResult<T> = { value: T } | { refusal: FileRefusal };

const isRefusal = (error: unknown): error is FileRefusal =>
  !!error &&
  typeof error === 'object' &&
  typeof (error as FileRefusal).status === 'number' &&
  (error as FileRefusal).status < 500 &&
  typeof (error as FileRefusal).code === 'string';

/**
 * One task of a worker module run by `fileWorkPool`: each named export of the module is `fileTask(fn)`. An
 * AppError it throws (any error with a 4xx `status` and a `code`) comes back as data, so the caller gets the same
 * refusal it would get in its own thread; anything else is a failure (500).
 */
export function fileTask<I, T>(fn: (input: I) => Promise<T> | T) {
  return async (input: I): Promise<FileTaskResult<T>> => {
    try {
      return { value: await fn(input) };
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const { status, code, message, details } = error;
      return { refusal: { status, code, message, ...(details === undefined ? {} : { details }) } };
    }
  };
}
