/**
 * @generated SignedSource<<f902cfb77758f3d15c784e9779e22405>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPage_record$data = {
  readonly json: string;
  readonly key: string;
  readonly label: string;
  readonly " $fragmentType": "EditPage_record";
};
export type EditPage_record$key = {
  readonly " $data"?: EditPage_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPage_record">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "EditPage_record"
};

(node as any).hash = "7999aa217270a1af04566110bc07c0f1";

export default node;
