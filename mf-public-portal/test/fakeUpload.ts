/**
 * msw answers an XMLHttpRequest whole, with no upload progress in between: this stand-in browser lets a test report
 * the progress step by step, then answer. It speaks the event-listener API of ui-kit's `sendWithProgress`. Undo it
 * with `jest.restoreAllMocks()`.
 */
export type FakeUpload = {
  method: string;
  url: string;
  body: FormData;
  aborted: boolean;
  progress(loaded: number, total: number): void;
  answer(status: number, body: unknown): void;
};

type Listener = (event: Partial<ProgressEvent>) => void;

/** A minimal event target: the request and its `upload` both take listeners by event name. */
class Listeners {
  private readonly byName = new Map<string, Listener[]>();
  addEventListener(name: string, listener: Listener) {
    this.byName.set(name, [...(this.byName.get(name) ?? []), listener]);
  }
  removeEventListener(name: string, listener: Listener) {
    this.byName.set(
      name,
      (this.byName.get(name) ?? []).filter((l) => l !== listener),
    );
  }
  dispatch(name: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.byName.get(name) ?? []) listener(event);
  }
}

/** Replaces XMLHttpRequest for one test; resolves with the first upload sent through it. */
export function installFakeUpload(): Promise<FakeUpload> {
  return new Promise((resolve) => {
    class FakeXMLHttpRequest extends Listeners {
      upload = new Listeners();
      status = 0;
      responseText = '';
      statusText = '';
      withCredentials = false;
      private method = '';
      private url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader(name: string) {
        return name.toLowerCase() === 'content-type' ? 'application/json' : null;
      }
      abort() {
        fake.aborted = true;
        this.dispatch('abort');
      }
      send(body: FormData) {
        fake.method = this.method;
        fake.url = this.url;
        fake.body = body;
        fake.progress = (loaded, total) =>
          this.upload.dispatch('progress', { lengthComputable: true, loaded, total });
        fake.answer = (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.dispatch('load');
        };
        resolve(fake);
      }
    }
    const fake = { aborted: false } as FakeUpload;
    jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXMLHttpRequest() as never);
  });
}
