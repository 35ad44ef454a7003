import http from "node:http";

/**
 * One keep-alive agent for every test client: calls reuse their connections, as a browser's do.
 * Node's `http` rather than `fetch`: undici's fetch makes a web stream, an abort signal, a Request
 * and a Response for every call, and that was most of a test process's own CPU in the API files
 * (in the concurrency test, 30 shoppers' 3,510 calls, 17 of the client's 28 s).
 */
const agent = new http.Agent({ keepAlive: true });

/** An HTTP answer read whole: the parts of a fetch `Response` the tests read. */
export class HttpAnswer {
  private parsedHeaders: Headers | undefined;

  constructor(
    /** The URL asked, as a client resolves it (dot segments and all). */
    readonly url: string,
    readonly status: number,
    private readonly rawHeaders: http.IncomingHttpHeaders,
    private readonly body: Buffer,
  ) {}

  get headers(): Headers {
    if (!this.parsedHeaders) {
      this.parsedHeaders = new Headers();
      for (const [name, value] of Object.entries(this.rawHeaders)) {
        if (Array.isArray(value)) for (const item of value) this.parsedHeaders.append(name, item);
        else if (value !== undefined) this.parsedHeaders.set(name, value);
      }
    }
    return this.parsedHeaders;
  }

  /** The raw `Set-Cookie` lines. */
  get setCookies(): string[] {
    return this.rawHeaders["set-cookie"] ?? [];
  }

  async text(): Promise<string> {
    return this.body.toString("utf8");
  }

  async json<T = any>(): Promise<T> {
    return JSON.parse(this.body.toString("utf8"));
  }
}

/** One request over the shared agent, its answer read whole; a redirect is answered, not followed. */
function send(address: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    const url = new URL(address);
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve(new HttpAnswer(url.href, response.statusCode ?? 0, response.headers, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A multipart form as bytes and its content type with the boundary (as fetch would send it). */
async function encodedForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
}

/** A browser-like HTTP client for tests: keeps cookies, speaks REST and GraphQL. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** The Set-Cookie headers of the last response, unparsed (to check their attributes). */
  lastSetCookie: string[] = [];

  constructor(readonly baseUrl: string) {}

  /** Another client holding a copy of these cookies (the same visitor), on `baseUrl` or this one's. */
  copy(baseUrl = this.baseUrl): HttpClient {
    const copy = new HttpClient(baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(method: string, path: string, options: { json?: unknown; body?: string | FormData; headers?: Record<string, string> } = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.body instanceof FormData) {
      const form = await encodedForm(options.body);
      headers["content-type"] = form.contentType;
      body = form.body;
    } else if (options.body !== undefined) {
      // As fetch does for a string body, unless the caller named a type (in any case).
      if (!Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) headers["content-type"] = "text/plain;charset=UTF-8";
      body = options.body;
    }
    const answer = await send(this.baseUrl + path, method, headers, body);
    this.lastSetCookie = answer.setCookies;
    for (const cookie of this.lastSetCookie) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    return answer;
  }

  /** A REST call under /api/v1; answers the status and the parsed JSON body. */
  async rest<T = any>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, `/api/v1${path}`, json === undefined ? {} : { json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A multipart form to a REST path under /api/v1; answers status and JSON body. */
  async form<T = any>(method: string, path: string, form: FormData): Promise<{ status: number; body: T }> {
    const response = await this.request(method, `/api/v1${path}`, { body: form });
    return { status: response.status, body: await response.json() };
  }

  /** A GraphQL operation; answers `data` and `errors` as sent. */
  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; data: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }> {
    const response = await this.request("POST", "/graphql", { json: { query, variables } });
    const body = await response.json();
    return { status: response.status, data: body.data, errors: body.errors };
  }
}

/** A guest's GraphQL operation that must succeed; answers its data. */
export async function guestQuery<T = any>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { data, errors } = await new HttpClient(baseUrl).gql<T>(query, variables);
  if (errors) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
  return data;
}
