/**
 * @generated SignedSource<<135a03ca19bfad1448d84ff2c15451dd>>
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
  readonly key: string;
  readonly kind: string;
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

(node as any).hash = "e423697ed8c01ec554dd33655bbbbfbb";

export default node;
