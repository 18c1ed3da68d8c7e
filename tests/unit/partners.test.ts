/** The partner finder's rules: which partners a country and a postcode or town find, nearest and certified first. */
import { describe, expect, it } from 'vitest';
import type { PartnerBlok, Story } from '@/content/types';
import { findPartners, toPartnerEntry, type PartnerEntry } from '@/content-types/partner/partners';

const partner = (company: string, country: string, postcode: string, town: string, certified = false): PartnerEntry => ({
  id: company,
  company,
  services: ['installation'],
  certified,
  street: '',
  postcode,
  town,
  country,
  languages: ['de'],
  phone: '',
  email: '',
  website: '',
  latitude: null,
  longitude: null,
});

const partners = [
  partner('Huber', 'AT', '4400', 'Steyr', true),
  partner('Linzer Solar', 'AT', '4020', 'Linz'),
  partner('Wien Wärme', 'AT', '1100', 'Wien', true),
  partner('Alpin', 'AT', '6020', 'Innsbruck'),
  partner('Zürich Sonne', 'CH', '8005', 'Zürich'),
  partner('Bern Energie', 'CH', '3011', 'Bern'),
];
const names = (query: Parameters<typeof findPartners>[1]) => findPartners(partners, query).partners.map((p) => p.company);

describe('finding partners', () => {
  it('a country alone: its partners, certified first, then by name', () => {
    expect(names({ country: 'AT', place: '' })).toEqual(['Huber', 'Wien Wärme', 'Alpin', 'Linzer Solar']);
  });

  it('no country: everyone', () => {
    expect(names({ country: '', place: '' })).toHaveLength(6);
  });

  it('a postcode: those sharing its leading digits, the more the nearer', () => {
    expect(names({ country: 'AT', place: '4407' })).toEqual(['Huber', 'Linzer Solar']);
    expect(names({ country: 'AT', place: '40' })).toEqual(['Linzer Solar', 'Huber']);
  });

  it('a town, with or without its accents', () => {
    expect(names({ country: 'CH', place: 'zurich' })).toEqual(['Zürich Sonne']);
    expect(names({ country: '', place: 'Bern' })).toEqual(['Bern Energie']);
  });

  it('a place with no partner: the whole country instead, and says so', () => {
    expect(findPartners(partners, { country: 'CH', place: 'Basel' })).toMatchObject({ widened: true, partners: [{ company: 'Bern Energie' }, { company: 'Zürich Sonne' }] });
    expect(findPartners(partners, { country: 'AT', place: '9020' }).widened).toBe(true);
    expect(findPartners(partners, { country: 'AT', place: '4400' }).widened).toBe(false);
  });
});

describe('a partner story for the browser', () => {
  const story = (content: Partial<PartnerBlok>) =>
    ({ uuid: 'u', name: 'Stored name', content: { _uid: 'p', component: 'partner', postcode: '4400', town: 'Steyr', country: 'AT', ...content } }) as unknown as Story<PartnerBlok>;

  it('takes its fields, the website only when it is a web address, coordinates only when they are real', () => {
    expect(toPartnerEntry(story({ company: 'Huber', website: { linktype: 'url', url: 'https://huber.example/' }, latitude: 48.04, longitude: 14.42, certified: true }))).toMatchObject({
      company: 'Huber',
      website: 'https://huber.example/',
      latitude: 48.04,
      longitude: 14.42,
      certified: true,
    });
    expect(toPartnerEntry(story({ website: { linktype: 'url', url: 'javascript:alert(1)' }, latitude: 123 as number }))).toMatchObject({
      company: 'Stored name',
      website: '',
      latitude: null,
      certified: false,
    });
  });
});
