/**
 * @generated SignedSource<<6eff5a964fdf41def7a2cb8c13c46c27>>
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

(node as any).hash = "74044150d40dd7575ab691a6c3d7402f";

export default node;
