import { CATEGORIES, type Category } from './domain.constants';

/**
 * Tags: the owner's own groups of names ("brandable", "3l.com", "ai"). A tag is stored as its
 * key: lowercase, trimmed, inner runs of white space made one space, so "AI" and " ai " are one
 * tag and a filter matches however it was typed. A comma separates tags in a text field and in
 * an import or export cell, so a tag holds none.
 *
 * The marketplace's and the portfolio page's categories are tags too: a name is in the
 * category "Brandable" when it carries the tag "brandable" (categoryTag). Efty's and
 * Afternic's category columns are read as tags on import for the same reason.
 */
export const TAG_MAX_LENGTH = 32;
export const TAGS_PER_DOMAIN_MAX = 20;

/** The stored form of a tag, or null when nothing is left of it (or it is too long). */
export function normalizeTag(raw: string): string | null {
  const tag = raw.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (tag.length === 0 || tag.length > TAG_MAX_LENGTH || tag.includes(',')) return null;
  // Control characters never belong in a label a screen shows.
  if (/\p{Cc}/u.test(tag)) return null;
  return tag;
}

/**
 * The tags of a text cell or field: split on commas, semicolons and vertical bars (the
 * separators registrar and marketplace exports use), each normalized, duplicates and empty
 * ones dropped, in their first order. Too long ones are dropped too: an import never fails on
 * a tag.
 */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const part of text.split(/[,;|]/)) {
    const tag = normalizeTag(part);
    if (tag !== null && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, TAGS_PER_DOMAIN_MAX);
}

/** Tags as one export cell. */
export const formatTags = (tags: readonly string[]): string => tags.join(', ');

/** The tag a category's names carry ('Career & Education' → 'career & education'). */
export const categoryTag = (category: Category): string => normalizeTag(category)!;

/** The category a tag stands for, when it is one of the taxonomy's. */
export function categoryOfTag(tag: string): Category | null {
  return CATEGORIES.find((category) => categoryTag(category) === tag) ?? null;
}

/** One of the owner's tags and how many of their names carry it. */
export interface DomainTagCount {
  tag: string;
  count: number;
}

/**
 * GET /api/domains/tags: every tag of the owner's names with its count, the most used first
 * (then by tag), for the table's filter and the editor's suggestions.
 */
export interface DomainTagsResponse {
  payload: DomainTagCount[];
}
