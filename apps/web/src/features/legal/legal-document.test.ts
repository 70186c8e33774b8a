import { catalogues } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { type LegalSection, legalDocuments, sectionBlocks } from './legal-document';

describe('legal documents', () => {
  it('turns a section into paragraphs and lists in catalogue order', () => {
    const section = {
      title: 'Naslov',
      p1: 'Prvi pasus.',
      list: { a: 'jedan', b: 'dva' },
      p2: 'Drugi pasus.',
    } as LegalSection;
    expect(sectionBlocks(section)).toEqual([
      { kind: 'paragraph', key: 'p1', text: 'Prvi pasus.' },
      { kind: 'list', key: 'list', items: ['jedan', 'dva'] },
      { kind: 'paragraph', key: 'p2', text: 'Drugi pasus.' },
    ]);
  });

  it.each(legalDocuments)('has a complete %s text in both languages, with the same sections', (name) => {
    const bs = catalogues.bs.legal[name];
    const en = catalogues.en.legal[name];
    expect(Object.keys(bs.sections)).toEqual(Object.keys(en.sections));
    for (const [id, section] of Object.entries(bs.sections) as [string, LegalSection][]) {
      expect(section.title, id).toBeTruthy();
      expect(sectionBlocks(section).length, id).toBeGreaterThan(0);
    }
  });

  it('covers what the privacy policy must say', () => {
    const sections = Object.keys(catalogues.en.legal.privacy.sections);
    expect(sections).toEqual(
      expect.arrayContaining([
        'controller',
        'data',
        'cookies',
        'purposes',
        'retention',
        'processors',
        'rights',
      ]),
    );
    const text = JSON.stringify(catalogues.bs.legal.privacy);
    for (const word of [
      'o zaštiti ličnih podataka Bosne i Hercegovine',
      'GDPR',
      'device_id',
      'cookieconsent_status',
      'Agencij',
    ]) {
      expect(text, word).toContain(word);
    }
  });

  it('covers what the terms must say', () => {
    const sections = Object.keys(catalogues.en.legal.terms.sections);
    expect(sections).toEqual(
      expect.arrayContaining([
        'service',
        'accounts',
        'listings',
        'payments',
        'conduct',
        'liability',
        'termination',
        'law',
      ]),
    );
    expect(JSON.stringify(catalogues.bs.legal.terms)).toContain('KM');
  });
});
