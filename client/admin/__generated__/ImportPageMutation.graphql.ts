/**
 * @generated SignedSource<<a495fb026b75d3ee0f812ab546bfd6d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SourceInput = {
  inGameOn?: string | null | undefined;
  note?: string | null | undefined;
  url?: string | null | undefined;
};
export type ImportPageMutation$variables = {
  bundle: string;
  dryRun?: boolean | null | undefined;
  source: SourceInput;
};
export type ImportPageMutation$data = {
  readonly importBundle: {
    readonly " $fragmentSpreads": FragmentRefs<"parts_result">;
  };
};
export type ImportPageMutation = {
  response: ImportPageMutation$data;
  variables: ImportPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bundle"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dryRun"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "source"
},
v3 = [
  {
    "kind": "Variable",
    "name": "bundle",
    "variableName": "bundle"
  },
  {
    "kind": "Variable",
    "name": "dryRun",
    "variableName": "dryRun"
  },
  {
    "kind": "Variable",
    "name": "source",
    "variableName": "source"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applied",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "auditId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dataVersion",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v10 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "kind",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "position",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldChange",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "before",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "after",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "KeptRecord",
  "kind": "LinkedField",
  "name": "kept",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revision",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fields",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "importBundle",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "parts_result",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RecordChange",
                "kind": "LinkedField",
                "name": "changes",
                "plural": true,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "parts_change",
                    "selections": (v10/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ImportPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "ChangeResult",
        "kind": "LinkedField",
        "name": "importBundle",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b0c2e985d5b44b3adf962dcf852c9830",
    "id": null,
    "metadata": {},
    "name": "ImportPageMutation",
    "operationKind": "mutation",
    "text": "mutation ImportPageMutation(\n  $bundle: String!\n  $source: SourceInput!\n  $dryRun: Boolean\n) {\n  importBundle(bundle: $bundle, source: $source, dryRun: $dryRun) {\n    ...parts_result\n  }\n}\n\nfragment parts_change on RecordChange {\n  file\n  key\n  kind\n  position\n  from\n  fields {\n    field\n    before\n    after\n  }\n}\n\nfragment parts_result on ChangeResult {\n  applied\n  summary\n  auditId\n  dataVersion\n  changes {\n    ...parts_change\n  }\n  kept {\n    file\n    key\n    revision\n    fields\n  }\n}\n"
  }
};
})();

(node as any).hash = "b729315197a655e0aea12e916d5260ce";

export default node;
