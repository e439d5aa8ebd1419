// An order desk on the TypeScript SDK 2.x (@modelcontextprotocol/server) with zod 4 schemas, written for the corpus:
// enums, a discriminated union, a recursive category tree, ISO dates and date-times, UUIDs, e-mails, records,
// defaults, nullables and output schemas, as a TypeScript author would declare them.
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod/v4';

const Money = z.object({
  amount: z.number().nonnegative().describe('In the currency\'s minor unit, such as cents'),
  currency: z.string().length(3).regex(/^[A-Z]{3}$/),
});
const Address = z.object({
  name: z.string(),
  lines: z.array(z.string()).min(1).max(4),
  postalCode: z.string().optional(),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
});
const Delivery = z.discriminatedUnion('method', [
  z.object({ method: z.literal('ship'), address: Address, express: z.boolean().default(false) }),
  z.object({ method: z.literal('pickup'), storeId: z.string(), readyBy: z.iso.datetime().optional() }),
  z.object({ method: z.literal('digital'), email: z.email() }),
]);
const Line = z.object({
  sku: z.string().regex(/^[A-Z0-9-]{4,20}$/),
  quantity: z.number().int().min(1).max(999),
  giftWrap: z.boolean().optional(),
});
const Order = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'paid', 'shipped', 'delivered', 'cancelled']),
  placedAt: z.iso.datetime(),
  lines: z.array(Line.extend({ price: Money })),
  total: Money,
  delivery: Delivery,
  notes: z.string().nullable(),
});
const Category = z.object({
  slug: z.string(),
  title: z.string(),
  get children() {
    return z.array(Category);
  },
});

const server = new McpServer({ name: 'corpus-shop-v2', version: '1.0.0' });
const fail = async () => ({ content: [{ type: 'text', text: 'the corpus shop sells nothing' }], isError: true });

server.registerTool('place_order', {
  title: 'Place an order',
  description: 'Places an order for the lines given, delivered as chosen.',
  inputSchema: z.object({
    customerId: z.string(),
    lines: z.array(Line).min(1),
    delivery: Delivery,
    couponCode: z.string().optional(),
    requestedDate: z.iso.date().optional(),
  }),
  outputSchema: Order,
  annotations: { destructiveHint: false, idempotentHint: false },
}, fail);
server.registerTool('get_order', {
  description: 'One order by its id.',
  inputSchema: z.object({ orderId: z.uuid() }),
  outputSchema: Order,
  annotations: { readOnlyHint: true },
}, fail);
server.registerTool('list_orders', {
  description: 'Orders of a customer, newest first.',
  inputSchema: z.object({
    customerId: z.string(),
    status: z.array(z.enum(['pending', 'paid', 'shipped', 'delivered', 'cancelled'])).optional(),
    placedAfter: z.iso.datetime().optional(),
    pageSize: z.number().int().min(1).max(200).default(50),
    cursor: z.string().optional(),
  }),
  outputSchema: z.object({ orders: z.array(Order), nextCursor: z.string().nullable() }),
  annotations: { readOnlyHint: true },
}, fail);
server.registerTool('category_tree', {
  description: 'The catalogue\'s categories, nested.',
  inputSchema: z.object({ root: z.string().optional(), depth: z.number().int().positive().optional() }),
  outputSchema: z.object({ categories: z.array(Category) }),
  annotations: { readOnlyHint: true },
}, fail);
server.registerTool('set_prices', {
  description: 'Sets prices per SKU and currency.',
  inputSchema: z.object({
    prices: z.record(z.string(), z.record(z.string(), z.number().positive())),
    effectiveFrom: z.iso.datetime(),
    reason: z.string().max(500).optional(),
  }),
  outputSchema: z.object({ updated: z.number().int(), rejected: z.array(z.string()) }),
}, fail);
server.registerTool('cancel_order', {
  description: 'Cancels an order that has not shipped.',
  inputSchema: z.object({
    orderId: z.uuid(),
    reason: z.enum(['customer-request', 'out-of-stock', 'fraud', 'other']),
    refund: z.union([z.literal('full'), z.literal('none'), z.object({ partial: Money })]).default('full'),
  }),
  annotations: { destructiveHint: true },
}, fail);

await serveStdio(() => server);
