from mtgjudge.cli_plain import main

main()
