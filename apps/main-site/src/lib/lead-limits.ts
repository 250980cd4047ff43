/**
 * Sizes the API holds the owner's writing to (the contracts name the template name's limit,
 * LEAD_TEMPLATE_NAME_MAX, but not these two).
 */
/** The longest reply, counter note or decline message. */
export const LEAD_REPLY_MAX = 5000;
/** The longest saved reply. */
export const LEAD_TEMPLATE_BODY_MAX = 5000;
