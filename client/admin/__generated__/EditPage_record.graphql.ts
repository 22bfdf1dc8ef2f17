/**
 * @generated SignedSource<<98821239b3c957c85c2edfea63a091d4>>
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
  readonly revision: number;
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

(node as any).hash = "50d4ee5bb55923469047d7c8d56d897f";

export default node;
