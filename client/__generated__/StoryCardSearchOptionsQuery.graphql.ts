/**
 * @generated SignedSource<<d2526d6a5f30dc1f419c2e7c0331c1a8>>
 * @relayHash 5a6d8bbd76a9a02d89490c3549bdb228
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40bea0763a3782f46244537c6bd093830d7662eee61a2d47537d663dcb781d89

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCardSearchOptionsQuery$variables = Record<PropertyKey, never>;
export type StoryCardSearchOptionsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardSearchModal_query">;
};
export type StoryCardSearchOptionsQuery = {
  response: StoryCardSearchOptionsQuery$data;
  variables: StoryCardSearchOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StoryCardSearchOptionsQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StoryCardSearchModal_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StoryCardSearchOptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "storyCardCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StoryCardTag",
        "kind": "LinkedField",
        "name": "storyCardTags",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Character",
        "kind": "LinkedField",
        "name": "storyCardChips",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameEn",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "40bea0763a3782f46244537c6bd093830d7662eee61a2d47537d663dcb781d89",
    "metadata": {},
    "name": "StoryCardSearchOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1be9a3155a00c08f4d2ca85b39f3ed5";

export default node;
