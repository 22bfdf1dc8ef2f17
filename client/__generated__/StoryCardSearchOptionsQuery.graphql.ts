/**
 * @generated SignedSource<<743b258bea37f95d2d8b4f7915044bf1>>
 * @relayHash 64afeb64cc49f616cc5eb06460f17a3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49876f57ae5f4214e0ea29a9626668fd84967be8f6afce87c4bd710e0210a139

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCardSearchOptionsQuery$variables = Record<PropertyKey, never>;
export type StoryCardSearchOptionsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardSearchForm_query">;
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
        "name": "StoryCardSearchForm_query"
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
    "id": "49876f57ae5f4214e0ea29a9626668fd84967be8f6afce87c4bd710e0210a139",
    "metadata": {},
    "name": "StoryCardSearchOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "57f5081f59a9b51a0a10b6ad2395b93f";

export default node;
