/**
 * @generated SignedSource<<83185025739acb5a3dee6f157ab54129>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type taskParts_suggestion$data = {
  readonly count: number;
  readonly evidence: ReadonlyArray<{
    readonly height: number;
    readonly id: number;
    readonly url: string;
    readonly width: number;
  }>;
  readonly id: number;
  readonly inGameOn: string | null | undefined;
  readonly newRecord: boolean;
  readonly note: string;
  readonly sourceUrl: string | null | undefined;
  readonly status: string;
  readonly value: string;
  readonly " $fragmentType": "taskParts_suggestion";
};
export type taskParts_suggestion$key = {
  readonly " $data"?: taskParts_suggestion$data;
  readonly " $fragmentSpreads": FragmentRefs<"taskParts_suggestion">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "taskParts_suggestion"
};

(node as any).hash = "219aa196015caec1a37cfe824f073c27";

export default node;
