/**
 * @generated SignedSource<<21c044b240f037d0caac488059824b4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type parts_result$data = {
  readonly applied: boolean;
  readonly auditId: number | null | undefined;
  readonly changes: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"parts_change">;
  }>;
  readonly dataVersion: number;
  readonly summary: string;
  readonly " $fragmentType": "parts_result";
};
export type parts_result$key = {
  readonly " $data"?: parts_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"parts_result">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "parts_result"
};

(node as any).hash = "61f705cc6a84bcf7f41a18edc2fec175";

export default node;
