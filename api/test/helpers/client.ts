/** A tiny HTTP client that keeps the session cookie, like a browser tab. */
export class TestClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** A GraphQL operation; returns the parsed { data, errors } body. */
  async graphql(query: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const { body } = await this.post('/graphql', { query, variables });
    return body;
  }

  /** A GraphQL operation that must succeed: its data (an error fails the test with the errors). */
  async graphqlData(query: string, variables?: Record<string, unknown>): Promise<any> {
    const { data, errors } = await this.graphql(query, variables);
    if (errors) throw new Error(JSON.stringify(errors));
    return data;
  }

  /** The first error's code, for asserting failures. */
  async graphqlErrorCode(query: string, variables?: Record<string, unknown>): Promise<string | undefined> {
    return (await this.graphql(query, variables)).errors?.[0]?.extensions?.code;
  }
}

export async function signedIn(baseUrl: string, username: string, password = 'demo1234'): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const { status, body } = await client.post('/api/login', { username, password });
  if (status !== 200) throw new Error(`sign-in as ${username} failed: ${status} ${JSON.stringify(body)}`);
  return client;
}

/** A sensor gateway: no session, only its API key (Authorization: Bearer), as gateways send readings. */
export class GatewayClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly secret: string,
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { authorization: `Bearer ${this.secret}`, ...headers });
  }
}

/** A new API key created by this administrator (for one location, or all), and the gateway that sends with it. */
export async function sensorGateway(admin: TestClient, name = 'Test gateway', locationId?: number): Promise<GatewayClient> {
  const { data, errors } = await admin.graphql('mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }', {
    input: { name, locationId },
  });
  if (errors) throw new Error(JSON.stringify(errors));
  return new GatewayClient(admin.baseUrl, data.createApiKey.secret);
}
