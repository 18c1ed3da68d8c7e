import { describe, expect, it } from 'vitest';
import { lastGoodAnswers, STALE_ANSWER_HEADER } from '@/server/last-good-answers';

const page = (text: string) => Buffer.from(`<!doctype html><title>${text}</title>${'x'.repeat(2000)}`);

describe('last good answers', () => {
  it('serves the last good answer of a page again, briefly cacheable and marked, without the visitor cookies', () => {
    const answers = lastGoodAnswers();
    answers.keep('GET /de/', { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600', 'set-cookie': 'a=b', etag: '"1"' }, body: page('eins') }, '"1"');
    const stale = answers.stale('GET /de/', 30)!;
    expect(stale.body.toString()).toContain('<title>eins</title>');
    expect(stale.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=30', [STALE_ANSWER_HEADER]: 'content service unavailable' });
    expect(stale.headers['set-cookie']).toBeUndefined();
    expect(answers.stale('GET /en/', 30)).toBeNull();
  });

  it('keeps the newest answer of a page', () => {
    const answers = lastGoodAnswers();
    answers.keep('GET /de/', { headers: {}, body: page('eins') }, '"1"');
    answers.keep('GET /de/', { headers: {}, body: page('zwei') }, '"2"');
    expect(answers.stale('GET /de/', 30)!.body.toString()).toContain('zwei');
    expect(answers.size.entries).toBe(1);
  });

  it('stays within its bytes, the least recently kept page going first', () => {
    const answers = lastGoodAnswers(400);
    const random = (n: number) => Buffer.from(Array.from({ length: n }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join(''));
    for (const path of ['/a/', '/b/', '/c/', '/d/']) answers.keep(path, { headers: {}, body: random(150) }, undefined);
    expect(answers.size.bytes).toBeLessThanOrEqual(400);
    expect(answers.stale('/a/', 30)).toBeNull();
    expect(answers.stale('/d/', 30)).not.toBeNull();
  });
});
