import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { theme } from '../../../shared/theme';
import { UploadStep } from './UploadStep';

/** A stand-in XMLHttpRequest: the test decides when each upload progresses and how it ends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const pdf = (name = 'summons.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File([new Uint8Array(10)], name, { type: 'image/png' });

function renderStep() {
  const onDone = vi.fn();
  const onSkip = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <UploadStep documentId={42} onDone={onDone} onSkip={onSkip} />
    </ThemeProvider>,
  );
  return { onDone, onSkip };
}

async function nextXhr(count: number) {
  await waitFor(() => expect(FakeXhr.sent.length).toBe(count));
  return FakeXhr.sent[count - 1];
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:thumb'), revokeObjectURL: vi.fn() }));
  document.cookie = 'XSRF-TOKEN=test-csrf-token; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadStep', () => {
  it('shows thumbnails, removes a file before upload, uploads with progress and goes on to the review page', async () => {
    const { calls } = mockFetch({
      'POST /api_controller/prepopulate_from_document_files/42': () => json({ resume_url: '/solosettles/42/review' }),
    });
    const { onDone } = renderStep();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();

    await user.upload(screen.getByTestId('upload-input'), [pdf(), png(), pdf('extra.pdf')]);
    const items = screen.getAllByTestId('upload-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByLabelText('PDF file')).toBeInTheDocument();
    expect(within(items[1]).getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', 'blob:thumb');

    await user.click(screen.getByRole('button', { name: 'Remove extra.pdf' }));
    expect(screen.getAllByTestId('upload-item')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDisabled();
    const first = await nextXhr(1);
    expect(first.url).toBe('/api_controller/upload_file/42');
    expect(first.headers['X-CSRF-Token']).toBe('test-csrf-token');
    expect((first.body?.get('file') as File).name).toBe('summons.pdf');
    first.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading summons.pdf' })).toHaveAttribute('aria-valuenow', '50');
    first.answer(200, { id: 1, name: 'summons.pdf', kind: 'pdf', byte_size: 1000 });
    const second = await nextXhr(2);
    second.answer(200, { id: 2, name: 'photo.png', kind: 'png', byte_size: 10 });

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('/solosettles/42/review'));
    const call = calls.find((c) => c.url.includes('prepopulate'));
    expect(call?.body).toEqual({ camera: false, upload: true });
  });

  it('says the camera was used when a photo was taken', async () => {
    const { calls } = mockFetch({
      'POST /api_controller/prepopulate_from_document_files/42': () => json({ resume_url: '/solosettles/42/review' }),
    });
    const { onDone } = renderStep();
    const user = userEvent.setup();
    const camera = screen.getByTestId('camera-input');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, png('IMG_0001.png'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    (await nextXhr(1)).answer(200, { id: 3, name: 'IMG_0001.png', kind: 'png', byte_size: 10 });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.url.includes('prepopulate'))?.body).toEqual({ camera: true, upload: false });
  });

  it('refuses a file over 25MB on the page, without sending it', async () => {
    mockFetch({});
    renderStep();
    const user = userEvent.setup();
    const big = pdf('big.pdf', 10);
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('upload-input'), big);
    expect(screen.getByText('File if to large. Max size is 25MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
  });

  it('shows the server\'s sentence on the file and the page error, and retries only what failed', async () => {
    mockFetch({
      'POST /api_controller/prepopulate_from_document_files/42': () => json({ resume_url: '/solosettles/42/review' }),
    });
    const { onDone } = renderStep();
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    (await nextXhr(1)).answer(200, { id: 1, name: 'a.pdf', kind: 'pdf', byte_size: 1000 });
    (await nextXhr(2)).answer(422, { error: "File type isn't allowed" });
    expect(await screen.findByText("File type isn't allowed")).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an error uploading a file. Refresh the page and try again. If you experience repeated errors, send your files to support or skip.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const retry = await nextXhr(3);
    expect((retry.body?.get('file') as File).name).toBe('b.pdf');
    retry.fail();
    expect(await screen.findByText('File upload failed! Please try again in a few moments.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says so when the papers cannot be sent for reading', async () => {
    mockFetch({
      'POST /api_controller/prepopulate_from_document_files/42': () => json({ error: 'boom' }, 500),
    });
    const { onDone } = renderStep();
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), pdf());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    (await nextXhr(1)).answer(200, { id: 1, name: 'summons.pdf', kind: 'pdf', byte_size: 1000 });
    expect(
      await screen.findByText('An error occurred while processing your documents. Please try again.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('skips', async () => {
    mockFetch({});
    const { onSkip } = renderStep();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalled();
  });
});
