import type { SafetyTipKind } from '@krov/contracts';

/**
 * Which safety tips a message shows its reader (never blocking it): the signs of the scams a
 * property portal sees most — moving the talk off the site where nobody can help, and money asked
 * for before anyone has seen the property. Tuned to Bosnian, Croatian, Serbian and English as
 * people type them (with and without diacritics).
 */

/** Eight or more digits, optionally after a + and split by spaces, dots, dashes, slashes or brackets. */
const phonePattern = /(?:\+|\b00)?\d(?:[\s./()-]{0,2}\d){7,}/;

/** A web address: a scheme, www., or a name with a common top-level domain. */
const linkPattern =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|ba|hr|rs|me|info|biz|io|co|eu|de|at|ru|xyz|online|site|shop|link|ly|gl|to)\b(?:\/\S*)?/i;

/** Our own addresses are not "outside" links. */
const ownSite = /^(?:https?:\/\/)?(?:www\.)?krov\.ba\b/i;

const offPlatformPattern = /\b(?:whats\s?app|wa\.me|viber|telegram|signal|wechat|imo)\b/i;

/**
 * Money before a viewing: a deposit, an advance, a transfer or a money service, in the words people
 * use. "Kapara" and "avans" are the local words for a deposit paid to hold a property.
 */
const moneyPattern =
  /\b(?:kapar\w*|avans\w*|depozit\w*|deposit\w*|uplat\w*|upla[ćc]\w*|unaprijed|unapred|unapređ\w*|prije\s+(?:razgledanja|gledanja|posjete)|pre\s+(?:razgledanja|gledanja)|western\s*union|moneygram|paysafe\w*|gift\s*card\w*|bitcoin|crypto\w*|advance\s+payment|pay\s+(?:first|upfront|in\s+advance)|send\s+(?:the\s+)?money|wire\s+(?:the\s+)?(?:money|transfer)|bank\s+transfer|po[sš]alj\w*\s+(?:novac|pare|novce))\b/i;

export function safetyTipsOf(text: string | null): SafetyTipKind[] {
  if (!text) return [];
  const tips: SafetyTipKind[] = [];
  if (phonePattern.test(text)) tips.push('phone');
  const link = text.match(linkPattern)?.[0];
  if (link && !ownSite.test(link)) tips.push('link');
  if (offPlatformPattern.test(text)) tips.push('offPlatform');
  if (moneyPattern.test(text)) tips.push('money');
  return tips;
}
