/** A browser's cookies for one origin, as the scripts' own HTTP clients (the soak, the smoke) keep them. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  get size() {
    return this.cookies.size;
  }

  /** The Cookie header a browser would send. */
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Takes in a response's Set-Cookie lines: an empty value or max-age=0 removes the cookie. */
  keep(setCookies: readonly string[]) {
    for (const cookie of setCookies) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  clear() {
    this.cookies.clear();
  }
}
