import { domainToUnicode } from 'node:url';
import { categoryTag } from '@domainfolio/contracts';

/** Words in a demo name that put it in a group of the owner's own, or in a category. */
const RULES: readonly { words: readonly string[]; tags: readonly string[] }[] = [
  {
    words: ['pay', 'bank', 'mint', 'golden', 'silver'],
    tags: ['fintech', categoryTag('Business')],
  },
  { words: ['stack', 'grid', 'block', 'chain', 'ledger'], tags: [categoryTag('Blockchain')] },
  {
    words: ['quantum', 'smart', 'neo', 'hyper', 'meta', 'micro', 'pixel', 'cloud', 'labs'],
    tags: ['ai', categoryTag('Computers & Technology')],
  },
  { words: ['urban', 'north', 'harbor', 'homes', 'travel', 'münchen'], tags: ['geo'] },
  { words: ['media', 'studio', 'wave'], tags: [categoryTag('Advertising & Marketing')] },
  { words: ['health', 'farm', 'kitchen', 'cars'], tags: [categoryTag('Business')] },
];

/**
 * A demo name's tags, from its words alone (no random draw, so the seed's names and everything
 * drawn after them stay as they were): two-word inventions are brandable, a name of up to six
 * letters is short (three letters on .com: 3l.com), .ai names are ai, and a few words add a
 * theme (fintech, geo) or a marketplace category.
 */
export function demoTags(name: string, tld: string): string[] {
  const unicodeLabel = (domainToUnicode(name) || name).split('.')[0]!;
  const tags: string[] = [];
  const add = (...more: readonly string[]) => {
    for (const tag of more) if (!tags.includes(tag)) tags.push(tag);
  };
  const twoWords = /^[a-z]+$/.test(unicodeLabel) && unicodeLabel.length > 7;
  if (twoWords) add(categoryTag('Brandable'));
  if (unicodeLabel.length <= 6) add('short');
  if (unicodeLabel.length === 3 && tld === 'com') add('3l.com');
  if (tld === 'ai') add('ai');
  for (const rule of RULES)
    if (rule.words.some((word) => unicodeLabel.includes(word))) add(...rule.tags);
  return tags;
}
