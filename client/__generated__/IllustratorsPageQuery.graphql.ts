/**
 * @generated SignedSource<<86274b803f6fbef2b97439a0fa3d9a67>>
 * @relayHash 996eab8f4fbd43be92ff2bb8df87d8f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a3d5a228dd42b5bf211fe1cd60b51c77c06af4c180ca229b77d256625c68fc2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IllustratorsPageQuery$variables = Record<PropertyKey, never>;
export type IllustratorsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"IllustratorList_query">;
};
export type IllustratorsPageQuery = {
  response: IllustratorsPageQuery$data;
  variables: IllustratorsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "descending",
  "value": false
},
v1 = {
  "kind": "Literal",
  "name": "orderBy",
  "value": "NAME"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IllustratorsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "IllustratorList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IllustratorsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v0/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 2000
          },
          (v1/*:: as any*/)
        ],
        "concreteType": "QueryIllustratorsConnection",
        "kind": "LinkedField",
        "name": "illustrators",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryIllustratorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Illustrator",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jpName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cardCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "earliestReleaseAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twitter",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pixiv",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "website",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      (v0/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "concreteType": "StoryCard",
                    "kind": "LinkedField",
                    "name": "storyCards",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cardId",
                        "storageKey": null
                      },
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nameOfficial",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rarity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "image",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": "storyCards(descending:false,orderBy:\"NAME\")"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "illustrators(descending:false,first:2000,orderBy:\"NAME\")"
      }
    ]
  },
  "params": {
    "id": "3a3d5a228dd42b5bf211fe1cd60b51c77c06af4c180ca229b77d256625c68fc2",
    "metadata": {},
    "name": "IllustratorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f4467930c49101f3f5a1046ccbe7dc5";

export default node;
