// A browser of the admin area, for tests: it keeps the session cookie the server sets and sends the
// CSRF token it was given with every later request.

export interface AdminAnswer {
  status: number;
  body: {
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string; issues?: { field?: string }[] } }[];
  };
  headers: Headers;
}

export class AdminBrowser {
  cookie = '';
  csrf = '';

  constructor(private readonly base: () => string) {}

  async post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<AdminAnswer> {
    const res = await fetch(`${this.base()}/admin/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = res.headers.getSetCookie();
    for (const c of set) this.cookie = c.split(';')[0].endsWith('=') ? '' : c.split(';')[0];
    return { status: res.status, body: await res.json(), headers: res.headers };
  }

  async signIn(username: string, password: string): Promise<AdminAnswer> {
    const answer = await this.post(
      'mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { csrfToken user { username } } }',
      { u: username, p: password },
    );
    if (answer.status === 200) this.csrf = answer.body.data?.signIn.csrfToken;
    return answer;
  }
}
