/** One policy page: its title, a one-line summary and its numbered sections. */
export interface PolicyDocument {
  path: string;
  /** The page's heading ('Terms and Conditions'). */
  title: string;
  /** The short name in the links between policies ('Terms'). */
  shortTitle: string;
  summary: string;
  sections: PolicySection[];
}

export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  /** A bulleted list after the paragraphs. */
  items?: string[];
}
