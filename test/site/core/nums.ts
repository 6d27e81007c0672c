// Reason numbers of VALIDATION_ERROR. The platform documents only num 2 (pages: own template
// without $POWERED_BY$); the others are this site's choice, grouped by area in tens.
// README.md lists them; keep the two in step.
export const NUM = {
  BAD_BODY: 1, // body is not valid JSON / form data
  PAGE_TEMPLATE_WITHOUT_POWERED_BY: 2,
  HOME_PAGE_UNDELETABLE: 3,
  BAD_TYPE: 4, // a parameter has the wrong type or format
  BAD_SLUG: 5, // ownurl / hgu_title with characters outside [a-z0-9_-] or a reserved word
  SLUG_TAKEN: 6,
  BAD_PARENT: 7, // parent page unknown, itself or a descendant
  BAD_FLAG: 8, // a value outside its allowed set (0/1, yes/no)
  BODY_TOO_LARGE: 9,
  TITLE_TOO_LONG: 10, // news / blog title over 130 characters
  UNKNOWN_CATEGORY: 11,
  PER_PAGE_OUT_OF_RANGE: 20, // per_page over 100 or under 1
  PAGE_OUT_OF_RANGE: 21, // page under 1
  MAIL_NAME_TOO_LONG: 30, // over 73 characters
  MAIL_FIELD_TYPE: 31, // field type outside 1-8
  MAIL_MOVE_DIRECTION: 32, // direction other than 0 (up) / 1 (down)
  MAIL_BAD_EMAIL: 33,
  MENU_ITEM_WITHOUT_URL: 40,
  MENU_ITEM_WITHOUT_NAME: 41,
  MENU_BAD_LAYOUT: 42, // layout other than 0 / 1
  MENU_ITEMS_MALFORMED: 43, // not a list of objects, deeper than 5 levels or over 500 items
  ORDER_STATUS: 50, // only 0-5 and 7-9
  ORDER_GROUP: 51, // hide only 0 / 1 / 2
  UNKNOWN_MODE: 52, // mode / page query value the path does not know
  PRODUCT_TYPE: 53, // type only 0-3
  BAD_AMOUNT: 54, // price, rate or tax negative or not a number
  BAD_QUANTITY: 55, // cnt under 1 (add) or under 0 (put)
  UNKNOWN_CURRENCY: 56,
  BASKET_EMPTY: 57, // checkout with an empty cart
  UNKNOWN_PROMO_CODE: 58,
  UNKNOWN_PAYMENT_OR_DELIVERY: 59,
  TEMPLATE_WITHOUT_POWERED_BY: 60, // a layout template must keep $POWERED_BY$
  GBLOCK_BAD_ID: 61, // global block id must be 1-20 capital letters / digits
  POLL_TOO_FEW_ANSWERS: 70,
  POLL_UNKNOWN_ANSWER: 71,
  SEARCH_QUERY_TOO_SHORT: 80, // under 3 characters
  SEARCH_UNKNOWN_MODULE: 81,
  SUBSCRIPTION_STATUS: 90, // status only active / paused / cancelled
} as const;
