/**
 * @generated SignedSource<<7df9bb60707138190a6798b5b4b32224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ForeverPrayerList_query$data = {
  readonly foreverPrayers: ReadonlyArray<{
    readonly foreverPrayerId: number;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ForeverPrayerList_query";
};
export type ForeverPrayerList_query$key = {
  readonly " $data"?: ForeverPrayerList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForeverPrayerList_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ForeverPrayerList_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ForeverPrayer",
      "kind": "LinkedField",
      "name": "foreverPrayers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "foreverPrayerId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b72b3326d1f04703f5d0c53dcdf7af08";

export default node;
