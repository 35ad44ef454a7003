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

  async request(method: string, path: string, options: { json?: unknown; body?: string | FormData; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: "manual" });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const cookie of this.lastSetCookie) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  /** A REST call under /api/v1; answers the status and the parsed JSON body. */
  async rest<T = any>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, `/api/v1${path}`, json === undefined ? {} : { json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A multipart form (fetch sets its boundary) to a REST path under /api/v1; answers status and JSON body. */
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
