/**
 * @generated SignedSource<<fa572bd91e14dffa59f0fdcaca47d021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type parts_change$data = {
  readonly fields: ReadonlyArray<{
    readonly after: string;
    readonly before: string;
    readonly field: string;
  }>;
  readonly file: string;
  readonly from: number | null | undefined;
  readonly key: string;
  readonly kind: string;
  readonly position: number;
  readonly " $fragmentType": "parts_change";
};
export type parts_change$key = {
  readonly " $data"?: parts_change$data;
  readonly " $fragmentSpreads": FragmentRefs<"parts_change">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "parts_change"
};

(node as any).hash = "e5099e564ffbc088c32c8ce834429ac1";

export default node;
