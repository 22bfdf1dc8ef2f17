/**
 * @generated SignedSource<<44daddf730821989058a2b58979211c7>>
 * @relayHash 04d2f8d228388709bbba11b7ffd74f82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfd973b6ea2b73f51b085ed558e93cc87a93fb70130c8fdab3106b64f646009e

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
v2 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                      (v4/*:: as any*/),
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
                      (v3/*:: as any*/)
                    ],
                    "storageKey": "storyCards(descending:false,orderBy:\"NAME\")"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "illustrators(descending:false,first:50,orderBy:\"NAME\")"
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "orderBy",
          "descending"
        ],
        "handle": "connection",
        "key": "IllustratorList_illustrators",
        "kind": "LinkedHandle",
        "name": "illustrators"
      }
    ]
  },
  "params": {
    "id": "dfd973b6ea2b73f51b085ed558e93cc87a93fb70130c8fdab3106b64f646009e",
    "metadata": {},
    "name": "IllustratorsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f4467930c49101f3f5a1046ccbe7dc5";

export default node;
