// The members table's column widths, and the narrowest window it fits (docs/choices.md, "Admin dashboard"): every
// column of the spec beside the dashboard's sidebar, the Actions column in view, no sideways scrolling. Below that
// window the Members tab shows one card per member instead.

/** Each column's narrowest width in px (flex columns share what is left over; longer texts wrap in their cell). */
export const COLUMN_MIN_WIDTHS = {
  fullname: 116,
  email: 130,
  LpuId: 86,
  department: 108,
  designation: 108,
  status: 92,
  restriction: 100,
  /** Four small icon buttons (an active member's actions: 4 x 28 px, 3 gaps of 8 px) and the cell's 2 x 10 px padding. */
  actions: 156,
} as const;

/** What the dashboard's frame takes beside the tab at a desktop width: its 232 px sidebar and 2 x 24 px padding. */
const FRAME_PX = 232 + 2 * 24;
/** A classic (not overlay) vertical scrollbar, and the table's border. */
const SCROLLBAR_AND_BORDER_PX = 17 + 2;

const TABLE_MIN_PX = Object.values(COLUMN_MIN_WIDTHS).reduce((sum, width) => sum + width, 0);

/** 1200 px: the table from here up (a laptop's 1280 included), cards below. */
export const MEMBERS_TABLE_MIN_WINDOW_PX = Math.max(1200, TABLE_MIN_PX + FRAME_PX + SCROLLBAR_AND_BORDER_PX);
