/** What the gift form needs to know about the page it is on: the code gifts go through, and whom they credit. */
export interface GiftTarget {
  /** The page's donation code (`/donate/{code}`): a participant's, a group's or the fundraiser's. */
  code: string;
  fundRaisingId: string;
  fundRaisingName: string;
  /** Whom the gift supports, as the page names them: "Jordan K.", a group's name, or the fundraiser's. */
  supporting: string;
}
