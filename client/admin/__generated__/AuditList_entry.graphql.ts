/**
 * @generated SignedSource<<ac0487c7ab8c1c74ac1c36b2f79e424c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditList_entry$data = {
  readonly action: string;
  readonly at: string;
  readonly changes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"parts_change">;
  }>;
  readonly dataVersion: number | null | undefined;
  readonly id: number;
  readonly source: string;
  readonly summary: string;
  readonly undoOf: number | null | undefined;
  readonly undoneBy: number | null | undefined;
  readonly user: string | null | undefined;
  readonly " $fragmentType": "AuditList_entry";
};
export type AuditList_entry$key = {
  readonly " $data"?: AuditList_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditList_entry">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AuditList_entry"
};

(node as any).hash = "ffad45e5f75c40a75aff4b525dba0b38";

export default node;
