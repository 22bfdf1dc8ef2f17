/**
 * @generated SignedSource<<451f15cb5037dd149b4719e58695e695>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateEntryCard_entry$data = {
  readonly complex: boolean;
  readonly items: ReadonlyArray<{
    readonly section: string;
    readonly " $fragmentSpreads": FragmentRefs<"UpdateItemView_item">;
  }>;
  readonly number: number;
  readonly subtitle: string | null | undefined;
  readonly timestamp: any;
  readonly title: string;
  readonly " $fragmentType": "UpdateEntryCard_entry";
};
export type UpdateEntryCard_entry$key = {
  readonly " $data"?: UpdateEntryCard_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpdateEntryCard_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpdateEntryCard_entry",
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
      "name": "timestamp",
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
      "name": "complex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UpdateItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "section",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UpdateItemView_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UpdateEntry",
  "abstractKey": null
};

(node as any).hash = "7fce387616585c5c93d7525921c3014e";

export default node;
