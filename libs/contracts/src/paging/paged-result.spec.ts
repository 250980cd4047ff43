import { describe, expect, it } from 'vitest';
import { buildPagedResult, capCount, SEARCH_COUNT_CAP } from './paged-result';

const docs = ['a', 'b'];

describe('buildPagedResult', () => {
  it('fills every field for a middle page', () => {
    expect(buildPagedResult(docs, 100, 2, 48)).toEqual({
      docs,
      totalDocs: 100,
      limit: 48,
      page: 2,
      totalPages: 3,
      hasPrevPage: true,
      hasNextPage: true,
      prevPage: 1,
      nextPage: 3,
      pagingCounter: 49,
    });
  });

  it('has no previous page on the first page', () => {
    const result = buildPagedResult(docs, 100, 1, 48);
    expect(result.hasPrevPage).toBe(false);
    expect(result.prevPage).toBeNull();
    expect(result.nextPage).toBe(2);
    expect(result.pagingCounter).toBe(1);
  });

  it('has no next page on the last page', () => {
    const result = buildPagedResult(docs, 100, 3, 48);
    expect(result.hasNextPage).toBe(false);
    expect(result.nextPage).toBeNull();
    expect(result.prevPage).toBe(2);
    expect(result.pagingCounter).toBe(97);
  });

  it('counts an exact multiple of the limit without an empty extra page', () => {
    expect(buildPagedResult([], 96, 2, 48).totalPages).toBe(2);
    expect(buildPagedResult([], 96, 2, 48).hasNextPage).toBe(false);
    expect(buildPagedResult([], 97, 2, 48).totalPages).toBe(3);
  });

  it('gives one page, not zero, when nothing matches', () => {
    expect(buildPagedResult([], 0, 1, 48)).toEqual({
      docs: [],
      totalDocs: 0,
      limit: 48,
      page: 1,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
      pagingCounter: 1,
    });
  });

  it('keeps a page past the end, pointing back to the page before it', () => {
    const result = buildPagedResult([], 10, 5, 48);
    expect(result.page).toBe(5);
    expect(result.totalPages).toBe(1);
    expect(result.hasPrevPage).toBe(true);
    expect(result.prevPage).toBe(4);
    expect(result.hasNextPage).toBe(false);
    expect(result.pagingCounter).toBe(193);
  });

  it('treats a page below 1 as page 1', () => {
    expect(buildPagedResult(docs, 100, 0, 48).page).toBe(1);
    expect(buildPagedResult(docs, 100, -3, 48).page).toBe(1);
    expect(buildPagedResult(docs, 100, Number.NaN, 48).page).toBe(1);
  });

  it('cuts fractions off like parseInt', () => {
    const result = buildPagedResult(docs, 100, 2.9, 10.7);
    expect(result.page).toBe(2);
    expect(result.limit).toBe(10);
    expect(result.totalPages).toBe(10);
  });

  it('reports a limit of 0 (or less) as one unpaged page', () => {
    for (const limit of [0, -5, 0.5]) {
      expect(buildPagedResult(docs, 2, 3, limit)).toEqual({
        docs,
        totalDocs: 2,
        limit: 0,
        page: 1,
        totalPages: 1,
        hasPrevPage: false,
        hasNextPage: false,
        prevPage: null,
        nextPage: null,
        pagingCounter: 1,
      });
    }
  });

  it('flags a capped total only when asked', () => {
    expect(buildPagedResult(docs, 10000, 1, 48, { totalIsCapped: true }).totalIsCapped).toBe(true);
    expect(buildPagedResult(docs, 10000, 1, 48)).not.toHaveProperty('totalIsCapped');
    expect(buildPagedResult(docs, 10000, 1, 48, { totalIsCapped: false })).not.toHaveProperty(
      'totalIsCapped',
    );
  });
});

describe('capCount', () => {
  it('keeps counts up to the cap exact', () => {
    expect(SEARCH_COUNT_CAP).toBe(10000);
    expect(capCount(0)).toEqual({ totalDocs: 0, totalIsCapped: false });
    expect(capCount(10000)).toEqual({ totalDocs: 10000, totalIsCapped: false });
  });

  it('caps counts above it', () => {
    expect(capCount(10001)).toEqual({ totalDocs: 10000, totalIsCapped: true });
    expect(capCount(7, 5)).toEqual({ totalDocs: 5, totalIsCapped: true });
  });
});
