/**
 * @generated SignedSource<<89ea32b091432b3366546c344d9e9975>>
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
  readonly kept: ReadonlyArray<{
    readonly fields: ReadonlyArray<string>;
    readonly file: string;
    readonly key: string;
    readonly revision: number;
  }>;
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

(node as any).hash = "665a088b224c624b2a5eb72e434e3888";

export default node;
