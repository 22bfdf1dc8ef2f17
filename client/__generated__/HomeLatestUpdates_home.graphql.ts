/**
 * @generated SignedSource<<9b973c22ef4f5f2119009ea497678536>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeLatestUpdates_home$data = {
  readonly latestUpdates: ReadonlyArray<{
    readonly number: number;
    readonly subtitle: string | null | undefined;
    readonly timestamp: any;
    readonly title: string;
  }>;
  readonly " $fragmentType": "HomeLatestUpdates_home";
};
export type HomeLatestUpdates_home$key = {
  readonly " $data"?: HomeLatestUpdates_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeLatestUpdates_home">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeLatestUpdates_home",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 3
        }
      ],
      "concreteType": "UpdateEntry",
      "kind": "LinkedField",
      "name": "latestUpdates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subtitle",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timestamp",
          "storageKey": null
        }
      ],
      "storageKey": "latestUpdates(count:3)"
    }
  ],
  "type": "Home",
  "abstractKey": null
};

(node as any).hash = "91e7d2e6848bfd2edffb6497fe6300fe";

export default node;
