import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsOf, messagesOf, send } from '../../../test/chat-fixtures.ts';
import { hubAddress, openTab } from '../../../test/hub-clients.ts';
import { type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let url: string;
let buyer: Seller;
let owner: Seller;

beforeAll(async () => {
  test = await createTestApp();
  url = await hubAddress(test);
  buyer = await seller(test, { name: 'Kupac Kupić' });
  owner = await seller(test, { name: 'Vlasnik Vlasnić' });
});
afterAll(() => test?.close());

const phishing = 'Rezervisala sam stan, platite dostavu ovdje: https://olx-ba.placanje.com/narudzba/88231';
const olxWarning = {
  warning: 'suspicious_link',
  suspiciousLink: {
    host: 'olx-ba.placanje.com',
    imitates: { name: 'OLX', domain: 'olx.ba', kind: 'marketplace' },
  },
};
const noWarning = { warning: null, suspiciousLink: null };

describe('a message with a link imitating a brand (issue 30 point 3)', () => {
  it('reaches the recipient with warning "suspicious_link" over the socket and over HTTP', async () => {
    const ownerTab = await openTab(url, { token: owner.accessToken });
    const sent = await send(test, buyer, { userId: owner.id, text: phishing });
    expect(sent.message).toMatchObject({ text: phishing, ...olxWarning });

    const [pushed] = await ownerTab.heard(1);
    expect(pushed?.message).toMatchObject({ id: sent.message.id, ...olxWarning });

    const [listed] = (await messagesOf(test, owner, sent.chatId)).items;
    expect(listed).toMatchObject({ id: sent.message.id, ...olxWarning });
    const [summary] = (await chatsOf(test, owner)).items;
    expect(summary?.lastMessage).toMatchObject({ id: sent.message.id, ...olxWarning });
    ownerTab.close();
  });

  it('a look-alike host (Cyrillic "о") is named as the browser opens it', async () => {
    const sent = await send(test, buyer, { userId: owner.id, text: 'Vidi oglas na оlx.ba/artikal/1' });
    const [listed] = (await messagesOf(test, owner, sent.chatId)).items;
    expect(listed).toMatchObject({
      warning: 'suspicious_link',
      suspiciousLink: { host: 'xn--lx-emc.ba', imitates: { name: 'OLX' } },
    });
  });

  it('an ordinary link, the brand’s own address and a message without a link carry no warning', async () => {
    const ownerTab = await openTab(url, { token: owner.accessToken });
    const texts = [
      'Lokacija: https://maps.app.goo.gl/X1b2C3d4E5f6 i https://www.katastar.ba/parcela/123',
      'Isti stan je i na https://www.olx.ba/artikal/54210321',
      'Može razgledanje u subotu u 11?',
    ];
    let chatId = '';
    for (const text of texts) chatId = (await send(test, buyer, { userId: owner.id, text })).chatId;
    const pushed = await ownerTab.heard(texts.length);
    for (const event of pushed) expect(event.message).toMatchObject(noWarning);
    const listed = (await messagesOf(test, owner, chatId)).items.slice(0, texts.length);
    expect(listed.map((message) => message.text)).toEqual([...texts].reverse());
    for (const message of listed) expect(message).toMatchObject(noWarning);
    ownerTab.close();
  });
});
