/**
 * A `fetch` for openapi-fetch's per-request option that sends through XMLHttpRequest,
 * because fetch cannot report upload progress. The request still passes the client's
 * middleware first (CSRF token, session refresh on 403); only the sending differs.
 * The FormData is sent as given, so the browser writes a fresh multipart boundary:
 * the Content-Type header of the Request (with its own boundary) is left out.
 */
export function uploadFetch(body: FormData, onProgress: (fraction: number) => void): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(nullBody ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // The same error fetch gives when the network is down, so describeError() words it the same.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (request.signal.aborted) {
        xhr.abort();
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
