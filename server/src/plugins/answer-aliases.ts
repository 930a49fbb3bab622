/**
 * The addresses, as sent, of GET requests already known to mean a kept answer (its route and
 * validated input, answer-cache.ts), so a hit of the same address is answered as the request
 * arrives, before its query is validated again. Only an address that was validated and answered
 * is remembered, so the early answer is the one the route would give. Bounded by count and by
 * bytes, the oldest forgotten first: a flood of junk addresses can only cost the popular ones
 * their shortcut, never an answer (docs/architecture.md, How a request flows).
 */
export class AnswerAliases {
  private readonly addresses = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.addresses.size;
  }

  /** The kept answer's address for a request's URL, if it is known. */
  addressOf(url: string): string | undefined {
    return this.addresses.get(url);
  }

  remember(url: string, address: string): void {
    if (this.addresses.has(url)) return;
    const cost = (url.length + address.length) * 2;
    if (cost > this.maxBytes / 64) return; // a long address is not worth a shortcut
    this.addresses.set(url, address);
    this.bytes += cost;
    while (this.addresses.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, itsAddress] = this.addresses.entries().next().value as [string, string];
      this.addresses.delete(oldest);
      this.bytes -= (oldest.length + itsAddress.length) * 2;
    }
  }

  /** The bytes counted against the bound, so a test can see it hold. */
  get countedBytes(): number {
    return this.bytes;
  }
}
