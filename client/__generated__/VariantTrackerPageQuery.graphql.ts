/**
 * @generated SignedSource<<fc15f2799f1b22d320a00dce8c6f8185>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VariantTrackerPageQuery$variables = {
  jpContent: boolean;
};
export type VariantTrackerPageQuery$data = {
  readonly variantGroups: ReadonlyArray<{
    readonly available: number;
    readonly characters: ReadonlyArray<{
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CharacterThumb_character">;
    }>;
    readonly enName: string;
    readonly id: string;
    readonly jpName: string | null | undefined;
    readonly total: number;
    readonly translitName: string | null | undefined;
  }>;
};
export type VariantTrackerPageQuery = {
  response: VariantTrackerPageQuery$data;
  variables: VariantTrackerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "jpContent"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jpName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "translitName",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "jpContent",
    "variableName": "jpContent"
  }
],
v6 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": (v5/*:: as any*/),
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VariantTrackerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VariantGroup",
        "kind": "LinkedField",
        "name": "variantGroups",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CharacterThumb_character"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VariantTrackerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VariantGroup",
        "kind": "LinkedField",
        "name": "variantGroups",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Character",
            "kind": "LinkedField",
            "name": "characters",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
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
                "name": "shortNameTranslit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentRarity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "worldCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasRebirth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revealed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sample",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CharacterImages",
                "kind": "LinkedField",
                "name": "images",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "altThumbnail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "spoilerSafeThumbnail",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c1e1a0da23abd623d5193723f306b0b7",
    "id": null,
    "metadata": {},
    "name": "VariantTrackerPageQuery",
    "operationKind": "query",
    "text": "query VariantTrackerPageQuery(\n  $jpContent: Boolean!\n) {\n  variantGroups {\n    id\n    enName\n    jpName\n    translitName\n    available(jpContent: $jpContent)\n    total(jpContent: $jpContent)\n    characters(jpContent: $jpContent) {\n      slug\n      ...CharacterThumb_character\n      id\n    }\n  }\n}\n\nfragment CharacterThumb_character on Character {\n  slug\n  shortName\n  shortNameTranslit\n  currentRarity\n  status\n  worldCode\n  hasRebirth\n  revealed\n  sample\n  images {\n    thumbnail\n    altThumbnail\n    spoilerSafeThumbnail\n  }\n}\n"
  }
};
})();

(node as any).hash = "9dba43a4a63cbe9a5ab423b2c57a2020";

export default node;
