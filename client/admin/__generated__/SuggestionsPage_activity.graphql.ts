/**
 * @generated SignedSource<<b0bc54453e53ddbb41bb47c9cd35206a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestionsPage_activity$data = {
  readonly flood: boolean;
  readonly lastDay: {
    readonly aboveNormal: boolean;
    readonly arrived: number;
    readonly networks: number;
    readonly refused: number;
    readonly taken: number;
  };
  readonly lastHour: {
    readonly aboveNormal: boolean;
    readonly arrived: number;
    readonly networks: number;
    readonly refused: number;
    readonly taken: number;
  };
  readonly usualPerHour: number;
  readonly " $fragmentType": "SuggestionsPage_activity";
};
export type SuggestionsPage_activity$key = {
  readonly " $data"?: SuggestionsPage_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestionsPage_activity">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arrived",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "networks",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taken",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "refused",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "aboveNormal",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestionsPage_activity",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flood",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "usualPerHour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SuggestionArrivals",
      "kind": "LinkedField",
      "name": "lastHour",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SuggestionArrivals",
      "kind": "LinkedField",
      "name": "lastDay",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SuggestionActivity",
  "abstractKey": null
};
})();

(node as any).hash = "75ea7e62831bea736cf5f49bbddcd7f5";

export default node;
