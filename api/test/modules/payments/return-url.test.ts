import { createReturnSite } from '../../../src/modules/payments/return-site';
import { buyer, describePayments, insertEvent } from '../../support/payments';

// Each order is a real HTTP call to the sandbox: slow on a loaded 2-core machine.
jest.setTimeout(120_000);

// The shell's default address, and one the configuration names as the site's too (CORS_ORIGINS).
const PUBLIC_APP_URL = 'http://localhost:8080';
const OTHER_SITE = 'https://tickets.example.org';

describePayments(
  'where the payment provider returns the buyer',
  (context) => {
    /** create-order from a browser at `origin` (none: a client that sends no Origin); the return URL it made. */
    async function returnUrlFor(origin?: string): Promise<string> {
      const eventId = await insertEvent(context.database);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/cashfree/create-order',
        payload: buyer(eventId),
        headers: origin === undefined ? {} : { origin },
      });
      expect(response.statusCode).toBe(200);
      const order = context.sandbox.order(response.json().data.order_id)!;
      // The webhook always goes to the configured address.
      expect(order.order_meta.notify_url).toBe(`${PUBLIC_APP_URL}/api/cashfree/webhook`);
      return order.order_meta.return_url!;
    }

    it('returns a buyer who started at 127.0.0.1 to 127.0.0.1, not to the configured localhost', async () => {
      expect(await returnUrlFor('http://127.0.0.1:8080')).toBe(
        'http://127.0.0.1:8080/payment/verify?order_id={order_id}',
      );
      expect(await returnUrlFor('http://[::1]:8080')).toBe('http://[::1]:8080/payment/verify?order_id={order_id}');
    });

    it('returns to the configured URL for a browser there, and for a client that sends no Origin', async () => {
      expect(await returnUrlFor(PUBLIC_APP_URL)).toBe(`${PUBLIC_APP_URL}/payment/verify?order_id={order_id}`);
      expect(await returnUrlFor()).toBe(`${PUBLIC_APP_URL}/payment/verify?order_id={order_id}`);
    });

    it('returns to another origin the configuration names as the site’s', async () => {
      expect(await returnUrlFor(OTHER_SITE)).toBe(`${OTHER_SITE}/payment/verify?order_id={order_id}`);
    });

    it.each([
      'https://evil.example',
      'http://localhost:8080.evil.example',
      'http://127.0.0.1:9999',
      'https://localhost:8080',
      'null',
      'javascript:alert(1)',
      'not a url',
    ])('never returns to an Origin that is not the site’s own (%s): the configured URL instead', async (origin) => {
      expect(await returnUrlFor(origin)).toBe(`${PUBLIC_APP_URL}/payment/verify?order_id={order_id}`);
    });
  },
  { publicAppUrl: PUBLIC_APP_URL, corsOrigins: [OTHER_SITE] },
);

describe('createReturnSite', () => {
  it('keeps the public URL’s path, for itself and for its loopback aliases', () => {
    const returnSite = createReturnSite('http://localhost:8080/club/', []);
    expect(returnSite('http://localhost:8080')).toBe('http://localhost:8080/club');
    expect(returnSite('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/club');
    expect(returnSite('https://evil.example')).toBe('http://localhost:8080/club');
  });

  it('has no loopback aliases for a public host name, and reads origins as browsers write them', () => {
    const returnSite = createReturnSite('https://club.example.org', ['https://www.club.example.org:443']);
    expect(returnSite('http://127.0.0.1:8080')).toBe('https://club.example.org');
    expect(returnSite('https://www.club.example.org')).toBe('https://www.club.example.org');
    expect(returnSite('HTTPS://CLUB.EXAMPLE.ORG')).toBe('https://club.example.org');
    expect(returnSite(undefined)).toBe('https://club.example.org');
  });
});
