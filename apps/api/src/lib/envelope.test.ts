import { describe, expect, it } from 'vitest';
import { itemsEnvelope } from './envelope';

describe(itemsEnvelope.name, () => {
  const parsed = (body: Buffer) => JSON.parse(body.toString('utf8')) as unknown;

  it('writes the items as they are, in order, between the envelope and what follows them', () => {
    const items = ['{"name":"Amara"}', '{"name":"Kwame","tags":[1,2]}', '{"n":null}'];
    const body = itemsEnvelope(items, ',"pagination":{"limit":3,"nextCursor":null}');
    expect(body.toString('utf8')).toBe(
      `{"success":true,"data":{"items":[${items.join(',')}],"pagination":{"limit":3,"nextCursor":null}}}`,
    );
  });

  it('fills the buffer exactly with items in every script, whatever their byte lengths', () => {
    const items = ['{"name":"Aïcha Diallo"}', '{"city":"Addis Ababa · አዲስ አበባ"}', '{"bio":"Design 🎨✨"}'];
    const body = itemsEnvelope(items);
    expect(body.length).toBe(Buffer.byteLength(`{"success":true,"data":{"items":[${items.join(',')}]}}`));
    expect(parsed(body)).toEqual({ success: true, data: { items: items.map((item) => JSON.parse(item)) } });
  });

  it('gives each answer bytes of its own: a later one never writes over an earlier one', () => {
    const answers = Array.from({ length: 200 }, (_, index) => ({
      items: [`{"n":${index},"pad":"${'x'.repeat(1000 + index * 37)}"}`],
    }));
    const bodies = answers.map(({ items }) => itemsEnvelope(items));
    bodies.forEach((body, index) => {
      expect(body.toString('utf8')).toBe(`{"success":true,"data":{"items":[${answers[index]!.items[0]}]}}`);
    });
  });

  it('writes an empty list and a list of one', () => {
    expect(parsed(itemsEnvelope([]))).toEqual({ success: true, data: { items: [] } });
    expect(parsed(itemsEnvelope(['{"a":1}'], ',"more":"é"'))).toEqual({
      success: true,
      data: { items: [{ a: 1 }], more: 'é' },
    });
  });
});
