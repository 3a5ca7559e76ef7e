/**
 * msw answers an XMLHttpRequest whole, with no upload progress in between: this stand-in browser lets a test report
 * the progress step by step, then answer. Undo it with `jest.restoreAllMocks()`.
 */
export type FakeUpload = {
  method: string;
  url: string;
  body: FormData;
  aborted: boolean;
  progress(loaded: number, total: number): void;
  answer(status: number, body: unknown): void;
};

/** Replaces XMLHttpRequest for one test; resolves with the first upload sent through it. */
export function installFakeUpload(): Promise<FakeUpload> {
  return new Promise((resolve) => {
    class FakeXMLHttpRequest {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      status = 0;
      responseText = '';
      statusText = '';
      withCredentials = false;
      onload?: () => void;
      onerror?: () => void;
      ontimeout?: () => void;
      onabort?: () => void;
      private method = '';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      abort() {
        fake.aborted = true;
        this.onabort?.();
      }
      send(body: FormData) {
        fake.method = this.method;
        fake.url = this.url;
        fake.body = body;
        fake.progress = (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        fake.answer = (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        };
        resolve(fake);
      }
    }
    const fake = { aborted: false } as FakeUpload;
    jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXMLHttpRequest() as never);
  });
}
