import { describe, expect, it, jest } from '@jest/globals';
import { loadContent, sameSource, type ContentApi, type ContentSource } from './content';
import { createInfoPopupStore } from './infoPopup';

const fakeApi = () => ({
  getContentById: jest.fn<ContentApi['getContentById']>(async (id, language) => ({
    id: Number(id),
    language,
    subject: 'Om Frakt',
    content: '<p>Hej</p>',
  })),
  getContentByKey: jest.fn<ContentApi['getContentByKey']>(async (key, language) => ({ language, subject: key, content: '<p>Nyckel</p>' })),
  getTerm: jest.fn<ContentApi['getTerm']>(async (id) => ({ id, text: 'NSAB 2015 & CMR <gäller>.\nVälj försäkring.' })),
});

describe(loadContent.name, () => {
  it('asks the content service by id and by key, in the chosen language', async () => {
    const api = fakeApi();
    await expect(loadContent(api, { kind: 'id', id: 12, subject: 'Info' }, 'en')).resolves.toMatchObject({ subject: 'Om Frakt' });
    expect(api.getContentById).toHaveBeenCalledWith(12, 'en');
    await loadContent(api, { kind: 'key', key: 'freight.page.loggedout', subject: 'Info' }, 'sv');
    expect(api.getContentByKey).toHaveBeenCalledWith('freight.page.loggedout', 'sv');
  });

  it("shows a product's plain-text terms as escaped paragraphs under the link's subject", async () => {
    const api = fakeApi();
    const block = await loadContent(api, { kind: 'terms', termId: 101, subject: 'Villkor för PostNord Parcel' }, 'sv');
    expect(api.getTerm).toHaveBeenCalledWith(101);
    expect(block).toEqual({
      id: 101,
      language: 'sv',
      subject: 'Villkor för PostNord Parcel',
      content: '<p>NSAB 2015 &amp; CMR &lt;gäller&gt;.</p><p>Välj försäkring.</p>',
    });
  });

  it('takes two sources for the same page when kind and reference agree, whatever the subject', () => {
    expect(sameSource({ kind: 'id', id: 3, subject: 'a' }, { kind: 'id', id: '3', subject: 'b' })).toBe(true);
    expect(sameSource({ kind: 'id', id: 3, subject: 'a' }, { kind: 'terms', termId: 3, subject: 'a' })).toBe(false);
    expect(sameSource({ kind: 'key', key: 'k', subject: 'a' }, undefined)).toBe(false);
  });
});

describe(createInfoPopupStore.name, () => {
  const terms: ContentSource = { kind: 'terms', termId: 101, subject: 'Villkor för PostNord Parcel' };
  const about: ContentSource = { kind: 'id', id: 3, subject: 'Om oss' };

  it('opens a page, reports the info popup with its subject, and closes', () => {
    const track = jest.fn<(subject: string) => void>();
    const listener = jest.fn();
    const store = createInfoPopupStore(track);
    store.subscribe(listener);

    store.open(terms);
    expect(store.current()).toBe(terms);
    expect(track).toHaveBeenCalledWith('Villkor för PostNord Parcel');
    expect(listener).toHaveBeenCalledTimes(1);

    store.close();
    expect(store.current()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts a second click on the page already open as the same popup, a reopening or another page as new ones', () => {
    const track = jest.fn<(subject: string) => void>();
    const store = createInfoPopupStore(track);
    store.open(terms);
    store.open({ ...terms });
    expect(track).toHaveBeenCalledTimes(1);
    store.open(about);
    expect(store.current()).toBe(about);
    store.close();
    store.open(about);
    expect(track.mock.calls).toEqual([['Villkor för PostNord Parcel'], ['Om oss'], ['Om oss']]);
  });

  it('tells nobody when closing what is not open', () => {
    const listener = jest.fn();
    const store = createInfoPopupStore(() => undefined);
    store.subscribe(listener);
    store.close();
    expect(listener).not.toHaveBeenCalled();
  });
});
